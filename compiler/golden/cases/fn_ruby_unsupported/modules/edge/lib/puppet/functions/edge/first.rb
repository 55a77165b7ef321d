# Ruby 3 pattern matching, which Puppet 7.23 (Ruby 3.1) runs and Punch's Ruby
# runtime does not support: Punch fails naming this file, the line and the
# construct (KNOWN_FAILURES).
Puppet::Functions.create_function(:'edge::first') do
  def first(list)
    case list
    in [String => head, *rest] then "#{head} and #{rest.size} more"
    in [] then 'empty'
    else 'other'
    end
  end
end
