// Sharing on React Native (issue 20): the system share sheet gets the poster as a file where it can take one.
import { Platform, Share } from 'react-native'

const downloads: { uri: string; path: string }[] = []
let status = 200
// expo-file-system's native side: the cache directory and the download (Taro's downloadFile runs on it).
jest.mock('expo-file-system', () => ({
  cacheDirectory: 'file:///data/app/cache/',
  documentDirectory: 'file:///data/app/files/',
  createDownloadResumable: (uri: string, path: string) => ({
    downloadAsync: async () => {
      downloads.push({ uri, path })
      return { uri: path, status }
    },
    pauseAsync: async () => undefined,
  }),
}))

// require(): the leaf is loaded after the stand-ins.
const deliver = () => require('@/features/share/model/deliver') as typeof import('@/features/share/model/deliver.rn')

const message = {
  title: 'My tarot cards: Choice and Consequence',
  text: 'Here is my tarot reading, something to reflect on.',
  link: 'https://tarot.example.com/tarot/h5app/#/pagesApp/share/reading?id=AbCdEfGhIjKlMnOpQrStUv&friend=u-42',
  posterUrl: 'https://tarot.example.com/tarot/rest/shared/AbCdEfGhIjKlMnOpQrStUv/poster.png?size=story',
}

let sheet: jest.SpyInstance
beforeEach(() => {
  downloads.length = 0
  status = 200
  sheet = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction })
})
afterEach(() => {
  sheet.mockRestore()
  jest.restoreAllMocks()
})

test('on iOS the sheet gets the 1080×1920 poster as a file, with the words and the link', async () => {
  jest.replaceProperty(Platform, 'OS', 'ios')
  expect(await deliver().deliverShare(message)).toBe('shared')
  expect(downloads).toHaveLength(1)
  expect(downloads[0]!.uri).toBe(message.posterUrl)
  // A plain file name in the cache, not the URL's query.
  expect(downloads[0]!.path).toMatch(/^file:\/\/\/data\/app\/cache\/share-[a-z0-9]+\.png$/)
  expect(sheet).toHaveBeenCalledWith({ url: downloads[0]!.path, message: `${message.text} ${message.link}` })
})

test('when the poster cannot be fetched, the link still goes out', async () => {
  jest.replaceProperty(Platform, 'OS', 'ios')
  status = 404
  expect(await deliver().deliverShare(message)).toBe('shared')
  expect(sheet).toHaveBeenCalledWith({ title: message.title, message: `${message.text} ${message.link}` })
})

test("on Android, whose sheet takes text only, the link goes out without downloading the poster; closing the sheet is 'cancelled'", async () => {
  jest.replaceProperty(Platform, 'OS', 'android')
  sheet.mockResolvedValue({ action: Share.dismissedAction })
  expect(await deliver().deliverShare(message)).toBe('cancelled')
  expect(downloads).toHaveLength(0)
  expect(sheet).toHaveBeenCalledWith({ title: message.title, message: `${message.text} ${message.link}` })
})
