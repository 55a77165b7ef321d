notice('a/z.pp')
