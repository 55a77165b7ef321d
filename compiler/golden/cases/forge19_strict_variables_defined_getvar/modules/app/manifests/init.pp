class app (Optional[String] $opt = undef) {
  $local = 'l'
  notice(defined('$nope'))
  notice(defined('$local'))
  notice(getvar('nope'))
  notice(getvar('nope', 'dflt'))
  notice($facts['no_such_fact'])
  notice($opt)
  notice($trusted['certname'])
  notice(epp('app/t.epp', { 'x' => 1 }))
  notice(inline_epp('<%= $local %>|<%= $app::local %>'))
  notice(template('app/t.erb'))
}
