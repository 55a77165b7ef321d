# Ruby's Dir.glob('**/*.pp') sorted by path: byte order (B < _ < a-b < a.pp < a/z.pp), no hidden files
# or directories, no .PP, no other extensions.
notice('B.pp')
