# Puppet 7 refuses the top-level def of a legacy function file.
# wikimedia's ordered_json()/ordered_yaml() (3.x, two functions defined by one file in a loop; a top-level def helper):
# keys sorted deeply, 'true'/'false' and numeric strings converted, undef to null.
$h = { 'zeta' => '1', 'alpha' => { 'y' => 'true', 'x' => '2.5', 'w' => ['b', 'false', undef] }, 'mid' => 'text', 'num' => 7 }
notice(ordered_json($h))
notice(ordered_yaml($h))
