# class profile::puppet::mom
class profile::puppet::mom {
  
}