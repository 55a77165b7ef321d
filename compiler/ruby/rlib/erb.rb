# ERB for module Ruby (ERB.new(...).result / result_with_hash), written for
# rlib: the template is turned into Ruby code by __punch_compile (Go:
# compiler/util/erbscan, the scanner of Puppet's templates too; every trim
# mode, the text of Ruby's ERB#src), which result evaluates in the binding
# given. ERB::Util is Go.
class ERB
  def self.version
    '2.2.3'
  end

  attr_reader :src, :encoding
  attr_accessor :filename, :lineno

  def initialize(str, safe_level = nil, legacy_trim_mode = nil, legacy_eoutvar = '_erbout', trim_mode: nil, eoutvar: '_erbout')
    trim_mode = legacy_trim_mode if trim_mode.nil? && !legacy_trim_mode.nil?
    eoutvar = legacy_eoutvar if eoutvar == '_erbout' && legacy_eoutvar != '_erbout'
    @encoding = str.encoding
    @filename = nil
    @lineno = 0
    @src = "#coding:#{@encoding}\n" + __punch_compile(str.to_s, trim_mode.to_s, eoutvar.to_s)
  end

  def location=(pair)
    @filename, @lineno = pair
    @lineno ||= 0
  end

  def result(b = new_toplevel)
    eval(@src, b, @filename || '(erb)', @lineno)
  end

  def result_with_hash(hash)
    b = new_toplevel
    hash.each_pair { |key, value| b.local_variable_set(key, value) }
    result(b)
  end

  def run(b = new_toplevel)
    print result(b)
  end

  private

  # a fresh binding whose self is main (Ruby's TOPLEVEL_BINDING.dup)
  def new_toplevel
    ERB.instance_variable_get(:@__punch_main).instance_eval { binding }
  end
end
ERB.instance_variable_set(:@__punch_main, self)
