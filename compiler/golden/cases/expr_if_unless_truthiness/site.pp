# Truthiness: only undef and false are false; '' and 0 and [] are true. if/elsif/else, unless.
$vals = { 'empty string' => '', 'zero' => 0, 'empty array' => [], 'undef' => undef, 'false' => false, 'string false' => 'false' }
$vals.each |$k, $v| {
  if $v { notice("${k}: true") } else { notice("${k}: false") }
}
$n = 5
if $n < 3 { $size = 'small' } elsif $n < 10 { $size = 'medium' } else { $size = 'large' }
notify { "size ${size}": }
unless $n == 5 { notify { 'not five': } } else { notify { 'five (unless-else)': } }
$v = if false { 1 }
notify { 'if without branch': message => "[${v}]", }
$w = unless false { 'unless value' }
notify { 'unless value': message => $w }
