# A refinement activated with `using` at the top of a function file (Puppet evaluates the file inside a
# method, where Ruby refuses Module#using). Written for this case.
module ProbeShout
  refine String do
    def shout
      upcase + '!'
    end
  end
end

using ProbeShout

Puppet::Functions.create_function(:'probe::shout') do
  def shout(s)
    s.shout
  end
end
