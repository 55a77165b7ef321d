Puppet::Functions.create_function(:'fix9sym::sym') do
  def sym() :bind end
end
