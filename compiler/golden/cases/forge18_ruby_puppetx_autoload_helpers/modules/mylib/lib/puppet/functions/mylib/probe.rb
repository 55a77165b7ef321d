require_relative '../../../puppet_x/mylib'
Puppet::Functions.create_function(:'mylib::probe') do
  dispatch :probe do
    param 'String', :host
  end

  def probe(host)
    info = PuppetX::Mylib::Naming.role_of(host)
    again = PuppetX::Mylib::Naming.role_of(host)
    a = PuppetX::Mylib::Net::Addr.for(3)
    b = PuppetX::Mylib::Net::Addr.for(300)
    mode = Object.new.extend(Puppet::Util::SymbolicFileMode)
    [
      info, info.equal?(again), PuppetX::Mylib::Naming.misses, PuppetX::Mylib::LOADED.uniq.map(&:to_s),
      PuppetX::Mylib::Naming::ROLES.frozen?, [a < b, [b, a].min.to_s, a.between?(a, b), a.clamp(b, b).to_s],
      Puppet::Util.symbolizehash({ 'a' => 1, 'b' => { 'c' => 2 } }).keys.map(&:inspect),
      Puppet::Util.deterministic_rand(host.sum, 1000).to_s,
      Puppet::Util.uri_encode('a b/c?d'), Puppet::Util.uri_query_encode('x=1&y=a b'),
      Puppet::Util.absolute_path?('/etc'), Puppet::Util.absolute_path?('etc'),
      Puppet::Util.absolute_path?('C:/x', :windows),
      mode.symbolic_mode_to_int('u=rwx,go=rx'), mode.symbolic_mode_to_int('g+w', 0o644),
      mode.symbolic_mode_to_int('a+X', 0o644, true), mode.valid_symbolic_mode?('u+s'), mode.normalize_symbolic_mode('0644'),
    ]
  end
end
