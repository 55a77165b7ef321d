require_relative '../puppet_x/sysinfo/parse'
Facter.add(:sysinfo_sample) do
  confine kernel: 'Linux'
  setcode do
    PuppetX::Sysinfo.parse_kv("a=1\nb=two\n\n")
  end
end
Facter.add(:sysinfo_weighted) do
  has_weight 10
  setcode { 'low' }
end
Facter.add(:sysinfo_weighted) do
  has_weight 100
  setcode { 'high' }
end
Facter.add(:sysinfo_windows_only) do
  confine kernel: 'windows'
  setcode { 'win' }
end
