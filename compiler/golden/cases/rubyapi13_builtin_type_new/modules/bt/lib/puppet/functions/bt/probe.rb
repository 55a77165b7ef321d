Puppet::Functions.create_function(:'bt::probe') do
  def probe
    f = Puppet::Type.type(:file).new(title: '/tmp/x', mode: '644', ensure: 'file', owner: 'root')
    n = Puppet::Type.type(:notify).new(title: 'hi')
    [f[:mode], f[:ensure], f.should(:owner), f.provider.class.name, n[:message], n[:name]].inspect
  end
end
