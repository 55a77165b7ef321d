# @summary Type for validating supported HTTP methods
type Puppet_authorization::Httpmethod = Enum['put', 'post', 'get', 'head', 'delete']
