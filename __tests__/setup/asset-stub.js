module.exports = 'asset-stub'
