class m ($mp = 'x') {
  $mv = 1
  notice(sc('scope.to_hash(false).keys.join(",")'), sc('scope.source.module_name.inspect'))
  m::d { 'one': dp => undef }
}
