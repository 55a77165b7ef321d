# A helper that mutates what Puppet gave it (a common bug): which values are frozen, and whether the
# change reaches Puppet's variables.
Puppet::Functions.create_function(:'mu::touch') do
  dispatch :touch do
    param 'Any', :v
  end

  def touch(v)
    r = [v.frozen?]
    begin
      case v
      when Array then v << 'added'
      when Hash then v['added'] = true
      when String then v << '!'
      end
      r << 'mutated'
    rescue StandardError => e
      r << e.class.name
    end
    r.inspect
  end
end
