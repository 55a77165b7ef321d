$refs = ['probe/sub/a.txt', 'probe/sub/missing.txt', 'nomodule/a.txt', 'probe', '/etc/hostname-not-there', "${module_directory('probe')}/files/sub/a.txt"]
$refs.each |$r| { notice(probe::find($r).regsubst(module_directory('probe'), 'MODDIR')) }
