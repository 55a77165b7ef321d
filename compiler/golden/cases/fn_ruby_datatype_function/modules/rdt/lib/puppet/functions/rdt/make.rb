# A Ruby function that makes instances of the implementation class itself (loaded by the data type
# file's load_file when Rdt::Range was first named) and takes one.

Puppet::Functions.create_function(:'rdt::make') do
  dispatch :make do
    param 'Integer', :from
    param 'Integer', :to
  end

  dispatch :widen do
    param 'Rdt::Range', :r
  end

  def make(from, to)
    [PuppetX::Rdt::Range.new(from, to), PuppetX::Rdt::Range.new(to, from)]
  end

  def widen(r)
    PuppetX::Rdt::Range.new(r.from - 1, r.to + 1, r.step)
  end
end
