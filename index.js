import '@tarojs/rn-supporter/entry-file.js'
