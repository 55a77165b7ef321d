# puppetlabs-puppet_agent's windows_msi_installargs (a 3.x function doing Hash#shift on the hashes of its Array
# argument) compiled in Puppet Server's run mode: does the caller's variable see the shift?
$opts = ['REINSTALLMODE="amus"', { 'PUPPET_AGENT_STARTUP_MODE' => 'Manual', 'IGNORED' => 'x' }, { 'INSTALLDIR' => 'C:\Program Files\Puppet' }]
notice(windows_msi_installargs($opts))
notice($opts)
$h = { 'A' => '1', 'B' => '2' }
notice(windows_msi_installargs([$h, $h]))
notice($h)
