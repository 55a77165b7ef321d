# Written for this case: the Hash-like methods of Puppet::Resource module Ruby calls on a resource it built.
Puppet::Functions.create_function(:'probe::resource_hash') do
  dispatch :run do
  end

  def run
    r = Puppet::Resource.new('file', '/x')
    r[:mode] = '0644'
    r['owner'] = 'root'
    a = []
    r.each { |k, v| a << "#{k}=#{v}" }
    {
      'get' => [r[:mode], r['mode'], r[:owner]],
      'keys' => r.keys.map(&:to_s),
      'include' => [r.include?(:mode), r.include?(:group)],
      'each' => a,
      'to_hash' => r.to_hash.inspect,
    }
  end
end
