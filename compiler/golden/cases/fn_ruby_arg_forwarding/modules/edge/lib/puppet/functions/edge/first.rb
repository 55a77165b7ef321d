# Argument forwarding (def m(...) / other(...), leading arguments before ..., Ruby 3.0) and the
# anonymous block parameter (def m(&) / other(&), Ruby 3.1), as Puppet 7.23 (Ruby 3.1) runs them.
Puppet::Functions.create_function(:'edge::first') do
  dispatch :first do
    param 'Array', :list
    optional_block_param
  end

  def first(list, &block)
    [describe(list, 'more', sep: ' / '), each_item(list, &block), tagged('x', list.size, 'y')].join(' | ')
  end

  def describe(...)
    format_head(...)
  end

  def format_head(list, word, sep: ', ')
    "#{list.first}#{sep}#{list.size - 1} #{word}"
  end

  def each_item(list, &)
    list.map(&).join(',')
  end

  def tagged(tag, ...)
    labels(tag.upcase, ...)
  end

  def labels(*parts)
    "#{parts.join('-')} #{method(:tagged).parameters.inspect} #{method(:each_item).parameters.inspect}"
  end
end
