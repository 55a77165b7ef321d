# Validate the ensure parameter of a "link" file resource
type Stdlib::Ensure::File::Link = Enum['link', 'absent']
