import { render, screen } from '@testing-library/react-native'
import React from 'react'
import { createTestApp } from './support/app'

test('home renders', async () => {
  const App = createTestApp()
  render(<App />)
  await screen.findByText(/AI/, {}, { timeout: 5000 })
  screen.debug()
})
