$shared = 'a'
