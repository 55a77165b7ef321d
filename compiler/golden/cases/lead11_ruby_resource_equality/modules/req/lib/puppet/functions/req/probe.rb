Puppet::Functions.create_function(:'req::probe') do
  def probe
    a = Puppet::Resource.new(:file, '/tmp/x', parameters: { ensure: 'file' })
    b = Puppet::Resource.new('File', '/tmp/x')
    c = Puppet::Resource.new('file', '/tmp/x', parameters: { 'ensure' => 'file' })
    d = Puppet::Resource.new('File', '/tmp/y', parameters: { ensure: 'file' })
    e = Puppet::Resource.new('Notify', 'n', parameters: { message: 'm' })
    f = Puppet::Resource.new('Notify', 'n')
    f[:message] = 'm'
    [a == b, b == a, a == c, a == d, a == a, b == Puppet::Resource.new('file', '/tmp/x'), e == f, a == 'File[/tmp/x]', a == 1, [a].include?(c), [b].include?(a)].map(&:to_s).join(',')
  end
end
