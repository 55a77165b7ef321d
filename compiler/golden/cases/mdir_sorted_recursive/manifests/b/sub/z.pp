notice('b/sub/z.pp')
