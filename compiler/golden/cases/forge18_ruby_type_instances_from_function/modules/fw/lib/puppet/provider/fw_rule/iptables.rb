Puppet::Type.type(:fw_rule).provide(:iptables) do
  has_feature :rate_limiting
  defaultfor kernel: :Linux
  def exists?; false; end
  def create; end
  def destroy; end
end
