Puppet::Functions.create_function(:'statey::typeprobe') do
  dispatch :run do
    param 'String', :node
  end

  def run(node)
    t = Puppet::Type.type(:statey_thing)
    [node, t.name, t.validattr?(:level), t.validattr?(:nope), t.valid_parameter?(:mode), t.key_attributes,
     t.provider(:ruby).name].map(&:to_s).join('|')
  rescue => e
    "#{e.class}: #{e.message}"
  end
end
