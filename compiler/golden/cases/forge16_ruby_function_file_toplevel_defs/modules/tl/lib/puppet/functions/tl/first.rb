# Top-level code in a function file, outside create_function: constants, a method, a class
# (as some modules keep helpers in the function file itself).
TL_PREFIX = 'tl'.freeze
TL_LIST = %w[a b].freeze

def tl_helper(x)
  "#{TL_PREFIX}-#{x}"
end

class TlShared
  def self.tag = 'shared'
end

Puppet::Functions.create_function(:'tl::first') do
  dispatch :first do
  end

  def first
    [TL_PREFIX, (tl_helper('one') rescue $!.class.name), TlShared.tag, self.class.const_defined?(:TL_PREFIX), TlShared.name, TL_LIST.frozen?].inspect
  end
end
