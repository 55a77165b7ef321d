# What Ruby sees of a Puppet lambda given as a function's block: Proc#parameters, #arity, #lambda?.
Puppet::Functions.create_function(:'bp::params') do
  dispatch :params do
    block_param
  end

  def params(&block)
    "parameters=#{block.parameters.inspect} arity=#{block.arity} lambda=#{block.lambda?} class=#{block.class}"
  end
end
