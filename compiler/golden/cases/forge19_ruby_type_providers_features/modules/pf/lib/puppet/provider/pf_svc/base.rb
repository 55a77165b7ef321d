Puppet::Type.type(:pf_svc).provide(:base) do
  desc 'plain'
  has_feature :refreshable
  def restart; end
end
