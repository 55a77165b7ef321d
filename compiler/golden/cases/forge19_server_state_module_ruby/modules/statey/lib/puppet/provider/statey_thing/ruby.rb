Puppet::Type.type(:statey_thing).provide(:ruby) do
  has_feature :fastness
  def go; end
  def mode; :fast; end
  def mode=(v); end
end
