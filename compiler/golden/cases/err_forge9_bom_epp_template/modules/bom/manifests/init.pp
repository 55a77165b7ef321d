# a class saved with a UTF-8 byte order mark, written for this case
class bom (String $greeting = lookup('bom::greeting')) {
  file { '/etc/bom.epp.txt': content => epp('bom/x.epp', { 'g' => $greeting }) }
  notice(lookup('bom::list'))
}
