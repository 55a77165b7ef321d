# An unknown character property in a regexp literal of a selector: a parse error of the file.
$kind = 'x' ? {
  /\p{Greek}/ => 'greek',
  /\p{NoSuchScript}/ => 'none',
  default => 'other',
}
notice($kind)
