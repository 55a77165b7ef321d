# The names bound in Puppet's context (Puppet.lookup) while a catalog
# compiles, with the value of those that are plain data (a binding made
# by a Proc is not called: ssl_context's would load the agent's SSL files).
Puppet::Functions.create_function(:ctxprobe) do
  def ctxprobe
    out = {}
    st = Puppet.instance_variable_get(:@context).instance_variable_get(:@stack).value
    while st
      (st.instance_variable_get(:@bindings) || {}).each do |k, v|
        next if out.key?(k.to_s)
        out[k.to_s] = if [true, false, nil].include?(v) || v.is_a?(String) || v.is_a?(Numeric)
                        v.inspect
                      elsif v.is_a?(Proc)
                        'lazy'
                      else
                        "object #{v.class}"
                      end
      end
      st = st.instance_variable_get(:@parent)
    end
    out.keys.sort.map { |k| "#{k} #{out[k]}" }
  end
end
