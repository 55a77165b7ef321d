Puppet::Functions.create_function(:'it::guarded') do
  dispatch :guarded do
    param 'Array', :list
    block_param :block
  end

  def guarded(list)
    list.map do |x|
      begin
        yield(x)
      rescue StandardError => e
        "rescued #{e.class}"
      end
    end
  end
end
