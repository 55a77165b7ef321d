Puppet::Type.type(:pf_svc).provide(:systemd, parent: :base) do
  desc 'systemd'
  has_features :enableable
  defaultfor kernel: 'Linux'
  def enable; end
  def disable; end
end
