Write-Output impl
