# Puppet's lexer makes a Ruby Regexp of every regexp literal when it reads the file, so an invalid
# pattern is a parse error even in code that never runs ("end pattern with unmatched parenthesis").
notice('before')
if $facts['nosuch'] {
  notice('a' =~ /(/)
}
