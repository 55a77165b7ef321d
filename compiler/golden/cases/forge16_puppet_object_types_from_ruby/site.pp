# Object types written in Puppet (types/*.pp, with a parent and equality), made in Puppet and from Ruby,
# read by module Ruby, compared, and written to the catalog.
$p = Geo::Point(1, 2)
$q = Geo::Point({ 'x' => 5, 'label' => 'five' })
$r = Geo::Point3(1, 3, 2, 'three')
notify { 'ruby p': message => geo::inspect_point($p) }
notify { 'ruby q': message => geo::inspect_point($q) }
notify { 'ruby r': message => geo::inspect_point($r) }
$made = geo::make(Geo::Point, 7, 8)
notify { 'made': message => [String($made[0]), String($made[1]), $made[0] == Geo::Point(7, 8), $made[1].label] }
notify { 'puppet side': message => [$p.x, $q.label, $r.z, $r =~ Geo::Point, $p =~ Geo::Point3, $r == Geo::Point3(1, 3, 9, 'other'), String($r)] }
