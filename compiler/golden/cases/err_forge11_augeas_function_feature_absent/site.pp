# voxpupuli/puppet-augeas's augeas() function (the README's example): edits a string with an Augeas lens in the compile,
# through ruby-augeas. It first asks Puppet.features.augeas?: the reference server has no ruby-augeas, so Puppet raises the
# module's own ParseError. Written for this case.
$fstab = "proc        /proc   proc    nodev,noexec,nosuid     0       0\n"
notice(augeas($fstab, 'Fstab.lns', ['rm ./1/opt[3]']))
