# Pcore Objects of a type written in Puppet, seen by an ERB template and a Ruby function:
# attribute readers, to_s, ==, _pcore_type, _pcore_init_hash.
$p = Rob::Point(3)
$q = Rob::Point(3, 0)
$r = Rob::Point({ 'x' => 4, 'y' => 5, 'on' => true, 'label' => 'r' })
notice(template('rob/t.erb'))
$d = rob::describe($r, $p)
notice($d[0, 4])
notice($d[4] == $r)
notice($d[4] =~ Rob::Point)
