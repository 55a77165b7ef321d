# @summary Validate the value of the ensure parameter of a service resource
type Stdlib::Ensure::Service = Enum['stopped', 'running']
