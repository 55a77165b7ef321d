# An attribute splat whose hash holds a key with the value undef still sets that attribute: giving
# it again beside the splat is "The attribute 'mode' has already been set".
$opts = { 'ensure' => 'file', 'mode' => undef }
file { '/etc/c': * => $opts }
file { '/etc/d': * => $opts, mode => '0600' }
