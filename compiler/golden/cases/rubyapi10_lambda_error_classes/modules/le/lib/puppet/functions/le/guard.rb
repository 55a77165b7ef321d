# Calls the Puppet lambda and reports what a failure in it arrives as in Ruby.
Puppet::Functions.create_function(:'le::guard') do
  dispatch :guard do
    param 'Array', :list
    block_param :block
  end

  def guard(list)
    list.map do |x|
      begin
        yield(x)
      rescue Puppet::DataBinding::LookupError => e
        "lookup #{e.class} #{e.is_a?(Puppet::PreformattedError)}"
      rescue StandardError => e
        "#{e.class} #{e.is_a?(Puppet::ParseError)}"
      end
    end
  end
end
