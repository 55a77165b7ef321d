# A 4.x function handing its Puppet lambda to a Ruby Array/Hash method as the block (&block), as
# stdlib 9's sort_by and many module functions do. What the lambda receives is what the Ruby method
# yields: Puppet wraps the lambda in a proc taking *args, so nothing is padded or splatted.
Puppet::Functions.create_function(:'rbblk::run') do
  dispatch :run do
    param 'Variant[Array, Hash]', :coll
    param 'String', :meth
    block_param
  end

  def run(coll, meth, &block)
    r = case meth
        when 'inject_init' then coll.inject(['init'], &block)
        when 'each_with_object' then coll.each_with_object(['obj'], &block)
        else coll.send(meth.to_sym, &block)
        end
    r = r.to_a if r.is_a?(Enumerator)
    r
  end
end
