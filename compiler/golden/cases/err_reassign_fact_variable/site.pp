# Facts are top-scope variables: assigning $os at top scope is a reassignment.
$kernel_name = $kernel
notice($kernel_name)
$os = 'solaris'
