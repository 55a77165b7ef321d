require_relative '../../../facter/sysinfo_sample'
Puppet::Functions.create_function(:'sysinfo::probe') do
  def probe
    [
      Facter.value(:sysinfo_sample),
      Facter.value('sysinfo_weighted'),
      Facter.value(:sysinfo_windows_only),
      Facter.value(:no_such_fact_anywhere),
      Facter.value(:kernel),
      Facter::Core::Execution.which('no-such-command-forge18').inspect,
      Facter::Core::Execution.execute('echo from-shell'),
      PuppetX::Sysinfo.parse_kv("x=y=z\n"),
    ]
  end
end
