node 'a/b' {}
