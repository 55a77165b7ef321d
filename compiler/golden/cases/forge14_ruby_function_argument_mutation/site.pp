# Written for this case: the Puppet variables after a function changed its arguments.
$h = { 'user' => 'app', 'secret' => 'x' }
$a = ['c', 'b']
$s = "text ${facts['networking']['hostname']}"
notify { '4x result': message => mut::strip($h, $a, $s) }
notify { '4x after': message => [$h, $a, $s] }
$h3 = { 'user' => 'app', 'secret' => 'x' }
$a3 = ['c', 'b']
$s3 = "text ${facts['networking']['hostname']}"
notify { '3x result': message => mut_strip3($h3, $a3, $s3) }
notify { '3x after': message => [$h3, $a3, $s3] }
