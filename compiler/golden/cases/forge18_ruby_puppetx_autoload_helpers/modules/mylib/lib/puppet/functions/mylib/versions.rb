require 'puppet_x/mylib'
Puppet::Functions.create_function(:'mylib::versions') do
  def versions(list)
    v = list.map { |s| PuppetX::Mylib::Version.new(s) }
    [v.sort.map(&:raw), v.max.raw, v.min.raw, v.uniq(&:raw).size, PuppetX::Mylib.constants.sort.map(&:to_s),
     PuppetX::Mylib.autoload?(:Naming), PuppetX::Mylib::Util.const_defined?(:Cache)]
  end
end
