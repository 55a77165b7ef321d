Puppet::Functions.create_function(:dm) do
  def dm
    out = []
    begin
      out << "require #{require('deep_merge').inspect}"
      h = { 'a' => { 'b' => 1, 'l' => [1] }, 'x' => 'keep' }
      h.deep_merge!({ 'a' => { 'c' => 2, 'l' => [2] }, 'x' => 'over' })
      out << h.inspect
      out << { 'k' => [1, 2] }.ko_deep_merge!({ 'k' => [3] }, merge_hash_arrays: true).inspect rescue out << 'no ko'
      out << DeepMerge.deep_merge!({ 'n' => { 'm' => 1 } }, { 'n' => { 'o' => 2 } }).inspect
    rescue LoadError => e
      out << "LoadError #{e.message}"
    end
    out
  end
end
